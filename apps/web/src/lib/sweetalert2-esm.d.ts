// The CSS-less ES build has no types of its own: it is the package's default export.
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}
