import { errorMessage, type ApiError } from '@greencart/shared-ui';

/**
 * The `ApiError` inside a rejected RTK Query promise (`unwrap()` or `queryFulfilled`
 * reject with `{ error }` or with the error itself).
 */
export function rejectionToApiError(rejection: unknown): ApiError {
  const inner =
    typeof rejection === 'object' && rejection !== null && 'error' in rejection
      ? (rejection as { error: unknown }).error
      : rejection;
  if (typeof inner === 'object' && inner !== null && 'message' in inner) {
    const candidate = inner as Partial<ApiError>;
    return {
      status: candidate.status,
      code: candidate.code ?? 'CLIENT.UNKNOWN',
      message: errorMessage(inner),
      ...(typeof candidate.field === 'string' ? { field: candidate.field } : {}),
      ...(typeof candidate.reason === 'string' ? { reason: candidate.reason } : {}),
    };
  }
  return { code: 'CLIENT.UNKNOWN', message: errorMessage(inner) };
}

/** The message to show for a rejected request (the server's message when there is one). */
export function rejectionMessage(rejection: unknown): string {
  return rejectionToApiError(rejection).message;
}
