import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteContentSchema, type SiteContent, type SiteContentKey } from '../../../../contract/content/content';
import { contentEndpoints } from '../../../../contract/content/endpoints';
import { toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { siteContentKey } from './get-site-content';

export async function saveSiteContent<K extends SiteContentKey>(key: K, value: SiteContent[K]): Promise<SiteContent[K]> {
  const { body } = await callApi(contentEndpoints.saveSection, { params: { key }, body: value });
  // The reply's value is any section: this section's schema gives it its own type.
  return siteContentSchema.shape[key].parse(body.value) as SiteContent[K];
}

/** Replaces one section of the site's content; answers with the section as stored. */
export function useSaveSiteContent<K extends SiteContentKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: SiteContent[K]) => saveSiteContent(key, value),
    onSuccess: (saved) => {
      queryClient.setQueryData<SiteContent>(siteContentKey, (current) => (current ? { ...current, [key]: saved } : current));
      toast({ title: 'Content Saved' });
    },
    onError: (error) =>
      toast({
        title: 'Save Failed',
        description: serverMessage(error) ?? 'The content could not be saved. Please try again.',
        variant: 'destructive',
      }),
    // The public page's copy (its key is the public endpoint's path): dropped, so the next visit shows the change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [contentEndpoints.site.path] }),
  });
}
