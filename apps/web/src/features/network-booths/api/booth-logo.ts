import { BOOTH_LOGO_FIELD } from '@portal/contracts/network/network-constants';
import { deleteBoothLogoRoute, uploadBoothLogoRoute } from '@portal/contracts/network/network-routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute, uploadToRoute } from '../../../lib/api/call-route.ts';
import { boothScope } from './booth-scope.ts';
import { useStoreBooth } from './create-booth.ts';

/** `PUT network/booths/{id}/logo` as multipart/form-data with the field `logo`; answers the booth. */
function uploadBoothLogo(id: number, file: File) {
  const body = new FormData();
  body.append(BOOTH_LOGO_FIELD, file);
  return uploadToRoute(uploadBoothLogoRoute, { params: { id }, query: boothScope(), body });
}

/** `DELETE network/booths/{id}/logo`; answers the booth. */
function deleteBoothLogo(id: number) {
  return callRoute(deleteBoothLogoRoute, { params: { id }, query: boothScope() });
}

export function useUploadBoothLogo(id: number) {
  const store = useStoreBooth();
  return useMutation({ mutationFn: (file: File) => uploadBoothLogo(id, file), onSuccess: store });
}

export function useDeleteBoothLogo(id: number) {
  const store = useStoreBooth();
  return useMutation({ mutationFn: () => deleteBoothLogo(id), onSuccess: store });
}
