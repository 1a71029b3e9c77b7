import type { ToastText } from '#content/messages';

/**
 * Shows one of the site's toasts. sonner and its Toaster load on first use, so the forms add nothing
 * to the first page load.
 */
export async function showToast(text: ToastText, description: string = text.description): Promise<void> {
  const [{ toast }, { mountToaster }] = await Promise.all([import('sonner'), import('@/components/layout/toaster')]);
  await mountToaster();
  const show = text.variant === 'destructive' ? toast.error : toast.success;
  show(text.title, { description });
}
