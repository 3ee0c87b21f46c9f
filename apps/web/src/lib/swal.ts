/**
 * SweetAlert2 without its self-injecting stylesheet: the default build adds a <style> element at
 * run time, which the Content-Security-Policy (style-src 'self') refuses. This build's CSS comes
 * as a file, loaded with this chunk.
 */
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import 'sweetalert2/dist/sweetalert2.css';

export default Swal;
