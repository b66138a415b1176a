import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RequireLogin } from '@trippy/ui';
import { SignupPage } from './signup/signup-page';
import { LoginPage } from './login/login-page';
import { ProfilePage } from './profile/profile-page';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/register" element={<SignupPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/profile"
          element={
            <RequireLogin>
              <ProfilePage />
            </RequireLogin>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
