import type { FormRule } from 'antd';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm the password';

/** The confirmation field's check: present, and the same as the password field it confirms. */
export const confirmPasswordRule =
  (passwordField: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') {
        return Promise.reject(new Error(CONFIRM_PASSWORD_REQUIRED));
      }
      return value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(PASSWORDS_DO_NOT_MATCH));
    },
  });
