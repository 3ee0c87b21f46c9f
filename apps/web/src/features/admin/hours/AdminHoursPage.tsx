import type { HoursRange } from '@burgers/domain/store-week';
import { errorText } from '#api/client';
import { useStoreStatus } from '#api/store';
import { useSaveHours } from '#api/store-writes';
import { PageHeader } from '#components/PageHeader';
import { StoreBadge } from '#components/store/StoreHours';
import { successAlert } from '#lib/alerts';
import { PickupSettingsForm } from './PickupSettingsForm';
import { TicketPaperSetting } from './TicketPaperSetting';
import { WeekHoursEditor } from './WeekHoursEditor';

/** The store's week, saved with PUT /store/hours. */
function HoursEditor({ saved }: { saved: readonly HoursRange[] }) {
  const save = useSaveHours();
  const onSave = (hours: HoursRange[]) =>
    save.mutateAsync(hours).then(
      (status) => {
        void successAlert('Horarios guardados');
        return status.hours;
      },
      (failure: unknown) => {
        throw new Error(errorText(failure, 'No se pudieron guardar los horarios'));
      },
    );
  return <WeekHoursEditor saved={saved} onSave={onSave} pending={save.isPending} submitLabel="Guardar horarios" />;
}

/** /admin/horarios: the week's opening hours, in Buenos Aires time. */
export default function AdminHoursPage() {
  const { data } = useStoreStatus();
  return (
    <>
      <PageHeader
        kicker="Panel Admin"
        title="Horarios"
        subtitle="Hora de Buenos Aires. Un horario puede cerrar a las 24:00 o pasar la medianoche (por ejemplo, 20:00 a 02:00). Un día sin horarios queda cerrado."
      />
      <div className="container py-4 py-lg-5">
        <div className="mb-3">
          <StoreBadge />
        </div>
        {data && <PickupSettingsForm saved={data} />}
        {data ? <HoursEditor saved={data.hours} /> : <p aria-busy="true">Cargando horarios…</p>}
        <TicketPaperSetting />
      </div>
    </>
  );
}
