import { PublicFrame } from '@/components/public-frame';
import { LoginPage } from '@/features/auth/routes/login-page';

/**
 * The sign-in page when it is the first page a browser opens, without the router (issue 10 §2: it is
 * most visits' first download, with a budget of 150 KiB, and React Router is 30 KiB of it). Its links and
 * the way on after signing in load the next page, which starts the whole app (main.tsx); a sign-in page
 * reached from inside the app is the router's own route, with the same form.
 */
export function SignInApp() {
  return (
    <PublicFrame>
      <LoginPage />
    </PublicFrame>
  );
}
