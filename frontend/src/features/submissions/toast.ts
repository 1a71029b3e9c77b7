import type { ToastText } from '#content/messages';

/**
 * Shows one of the site's toasts. sonner is loaded on first use (the Toaster is lazy too), so the
 * forms add nothing to the first page load.
 */
export async function showToast(text: ToastText, description: string = text.description): Promise<void> {
  const { toast } = await import('sonner');
  const show = text.variant === 'destructive' ? toast.error : toast.success;
  show(text.title, { description });
}
