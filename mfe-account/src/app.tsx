import { Route, Routes } from '@trippy/router';
import { SignupPage } from './signup/signup-page';
import { LoginPage } from './login/login-page';
import { ProfilePage } from './profile/profile-page';
import { RegionRouter } from '@trippy/ui';
import { operatorRoutes } from './operator/routes';

export function App() {
  return (
    <RegionRouter>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/register" element={<SignupPage />} />
        <Route path="/login" element={<LoginPage />} />
        {/* ProfilePage guards itself: the spec's "Please login to view your profile", then /login. */}
        <Route path="/profile" element={<ProfilePage />} />
        {operatorRoutes}
        <Route path="*" element={null} />
      </Routes>
    </RegionRouter>
  );
}
