import { publicFileRoutes } from '../../platform/storage/uploads.js';

/** GET /portal/uploads/avatars/:name — public, served by the shared upload route. */
export const avatarFileRoutes = publicFileRoutes('avatarFile', 'avatars');
