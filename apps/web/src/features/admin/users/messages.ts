import type { Role } from '@burgers/domain/constants';

/** Every Spanish text of /adminusers; the failure text of docs/product/admin.md#users kept exactly. */
export const USERS_TEXT = {
  kicker: 'Panel Admin',
  title: 'Usuarios',
  subtitle: 'Cambiá roles, desactivá o reactivá las cuentas de la tienda.',
  roleFilterLabel: 'Filtrar por rol',
  stateFilterLabel: 'Estado',
  all: 'Todos',
  stateAll: 'Todos',
  stateActive: 'Activos',
  stateInactive: 'Inactivos',
  caption: 'Usuarios de la tienda',
  name: 'Nombre',
  email: 'Email',
  role: 'Rol',
  state: 'Estado',
  actions: 'Acciones',
  active: 'Activo',
  inactive: 'Inactivo',
  notActivated: 'Sin activar',
  you: '(vos)',
  changeRole: 'Cambiar rol',
  deactivate: 'Desactivar',
  reactivate: 'Reactivar',
  count: (n: number) => (n === 1 ? '1 usuario' : `${n} usuarios`),
  empty: 'No hay usuarios para mostrar',
  emptyText: 'Probá con otro filtro.',
  loadFailed: 'No pudimos cargar los usuarios.',
  modalTitle: 'Cambiar rol',
  modalText: (name: string) => `Elegí el nuevo rol de ${name}.`,
  newRole: 'Nuevo rol',
  chooseRole: 'Seleccioná un rol',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  roleChanged: 'Rol actualizado!',
  deactivateTitle: '¿Desactivar la cuenta?',
  deactivateText: (name: string) => `${name} no podrá volver a ingresar hasta que reactives su cuenta.`,
  deactivated: 'Usuario desactivado!',
  reactivated: 'Usuario reactivado!',
  // docs/product/admin.md#users: admin user action failure.
  failed: 'Algo salio mal..',
} as const;

/** How each role reads in the filters, the table and the role select. */
export const ROLE_LABEL: Record<Role, string> = {
  admin: 'Admin',
  employee: 'Empleado',
  customer: 'Cliente',
};
