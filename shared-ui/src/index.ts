/**
 * @greencart/shared-ui: the UI kit, runtime config, API error shape and formatters shared (as
 * Module Federation singletons) by the shell and the remotes. See docs/FRONTEND-CONTRACT.md.
 * The HTTP client and store factory are `@greencart/shared-ui/data` (bundled per remote).
 * Styles: `import '@greencart/shared-ui/styles.css'` once per app.
 */

// Config
export type { RuntimeConfig } from './config/runtimeConfig';
export {
  fetchRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
} from './config/runtimeConfig';
export { RuntimeConfigProvider, useRuntimeConfig } from './config/RuntimeConfigProvider';
export type { RuntimeConfigProviderProps } from './config/RuntimeConfigProvider';

// API
export type { ApiError } from './api/apiError';
export {
  CLIENT_ERROR_CODES,
  NETWORK_ERROR_MESSAGE,
  errorMessage,
  isApiError,
} from './api/apiError';
export { fieldErrorOf } from './api/fieldErrors';
export type { FieldError } from './api/fieldErrors';
export { accountFieldError } from './api/accountFieldError';
// The HTTP client, RTK Query base query and store factory: `@greencart/shared-ui/data`.

// Toasts
export { Toaster } from './toast/Toaster';
export { forgetToasts, notify } from './toast/notify';

// Money, dates and images: the shop's one formatter (api/contracts format.ts), in the locale
// and time zone of /config.json (set by RuntimeConfigProvider).
export {
  formatCents,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTime,
} from '@greencart/contracts';
export type { DateInput, DisplayFormat } from '@greencart/contracts';
export { dayText, orderTime, shopDate, todayAndTomorrow } from './dates/shopDates';
export { Price } from './components/Price/Price';
export type { PriceProps } from './components/Price/Price';
export { assetUrl, cardImage } from './images/assetUrl';

// Components
export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { TextAreaField } from './components/TextAreaField/TextAreaField';
export type { TextAreaFieldProps } from './components/TextAreaField/TextAreaField';
export { SelectField } from './components/SelectField/SelectField';
export type { SelectFieldProps, SelectOption } from './components/SelectField/SelectField';
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export { Modal } from './components/Modal/Modal';
export type { ModalProps } from './components/Modal/Modal';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Stars } from './components/Stars/Stars';
export type { StarsProps } from './components/Stars/Stars';
export { QuantitySelect } from './components/QuantitySelect/QuantitySelect';
export type { QuantitySelectProps } from './components/QuantitySelect/QuantitySelect';
export { quantityOptions } from './components/QuantitySelect/quantityOptions';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
export type { ErrorBoundaryProps } from './components/ErrorBoundary/ErrorBoundary';
export { RemoteUnavailable } from './components/RemoteUnavailable/RemoteUnavailable';
export type { RemoteUnavailableProps } from './components/RemoteUnavailable/RemoteUnavailable';
export { ChangePasswordForm } from './components/ChangePasswordForm/ChangePasswordForm';
export type { ChangePasswordFormProps } from './components/ChangePasswordForm/ChangePasswordForm';
export { SessionList } from './components/SessionList/SessionList';
export type { SessionListProps } from './components/SessionList/SessionList';
export { WindowPicker } from './components/WindowPicker/WindowPicker';
export type { WindowPickerProps } from './components/WindowPicker/WindowPicker';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
