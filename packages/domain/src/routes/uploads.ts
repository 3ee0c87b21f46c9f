import { route } from './define';
import { uploadResponse } from '../schemas/upload-response';

/** Picture uploads: the body is a multipart form (field `file`) the server reads itself, so no body schema. */
export const uploadsRoutes = {
  upload: route({ method: 'POST', path: '/uploads', response: { 201: uploadResponse } }),
};
