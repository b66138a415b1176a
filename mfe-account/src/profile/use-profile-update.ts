import { useState } from 'react';
import { useLocation, useNavigate } from '@trippy/router';
import { bookingResumeAfterProfile } from '@trippy/contracts';
import { toast } from '@trippy/ui';
import { sessionStore, setCustomer } from '@trippy/session';
import { putProfile } from '../api/account-api';
import { useAccountText } from '../messages';
import { outcomeOfError, outcomeOfResponse, PROFILE_MESSAGES, type ProfileOutcome } from './profile-messages';
import type { ProfileValues } from './profile-validation';

/**
 * Sends the profile form and applies the spec's profile-update catalogue (toasts, session, return to booking).
 * A changed email is only pending in the answer (`pendingEmail`): the profile then asks for its code.
 * The form's busy state (useForm) covers the save.
 */
export function useProfileUpdate() {
  const { t } = useAccountText();
  const navigate = useNavigate();
  const location = useLocation();
  const [result, setResult] = useState<ProfileOutcome | null>(null);

  const save = async (values: ProfileValues) => {
    const { userId, token, customer } = sessionStore.getState();
    const email = values.email.trim().toLowerCase();
    let outcome: ProfileOutcome;
    if (!userId || !token) {
      outcome = { ok: false, message: t(PROFILE_MESSAGES.sessionMissing) };
    } else {
      try {
        outcome = outcomeOfResponse(
          await putProfile(userId, {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phone: values.phone,
            address: values.address.trim(),
            // An address already waiting for its code is not sent again (that would mail a new code).
            ...(email === customer?.pendingEmail ? {} : { email }),
          }),
          t,
        );
      } catch (error) {
        outcome = outcomeOfError(error, t);
      }
    }
    setResult(outcome);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    setCustomer(outcome.customer);
    toast.success(outcome.message);
    // A new email waits for its code here; the booking is resumed once it is confirmed.
    if (outcome.customer.pendingEmail) return;
    const back = bookingResumeAfterProfile(location.state);
    if (back) navigate(back.to, { state: back.state });
  };

  return { result, save };
}
