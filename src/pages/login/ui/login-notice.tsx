import { Alert, AlertDescription } from '@/shared/ui/alert';

/** Why the login page was opened (auto sign-in failed, registration done), as an info alert. */
export function LoginNotice({ text }: { text: string }) {
  return (
    <Alert severity="info">
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
