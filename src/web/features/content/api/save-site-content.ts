import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteContentSchema, type SiteContent, type SiteContentKey } from '../../../../contract/content/content';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { SITE_CONTENT_PATH, siteContentKey } from './get-site-content';

export async function saveSiteContent<K extends SiteContentKey>(key: K, value: SiteContent[K]): Promise<SiteContent[K]> {
  const answer = (await apiRequest('PUT', `${SITE_CONTENT_PATH}/${key}`, { body: value, staff: true })) as { value?: unknown } | undefined;
  return siteContentSchema.shape[key].parse(answer?.value ?? value) as SiteContent[K];
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
    // The public page reads /api/site (SITE_QUERY_KEY in lib/site, not imported so the landing
    // entry chunk exports nothing more): drop its copy so the next visit shows the change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/site'] }),
  });
}
