import { serverMessage } from '@/http/errorMessage';
import { toast } from '@/ui/toast/toastStore';
import { adminModelTexts } from './adminModelTexts';

/** A destructive toast for a failed admin call: the given title, the server's message as description. */
export function toastFailure(title: string, error: unknown, fallback: string = adminModelTexts.tryAgain) {
  toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
}

export function toastSuccess(title: string, description?: string) {
  toast({ title, description });
}
