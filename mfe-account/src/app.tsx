import { Route, Routes } from '@trippy/router';
import { SignupPage } from './signup';
import { LoginPage } from './login';
import { ProfilePage } from './profile';
import { SetPasswordPage } from './set-password';
import { RegionRouter } from '@trippy/ui';
import { operatorRoutes } from './operator';

export function App() {
  return (
    <RegionRouter>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/register" element={<SignupPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/set-password" element={<SetPasswordPage />} />
        {/* ProfilePage guards itself: the spec's "Please login to view your profile", then /login. */}
        <Route path="/profile" element={<ProfilePage />} />
        {operatorRoutes}
        <Route path="*" element={null} />
      </Routes>
    </RegionRouter>
  );
}
