import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { asAppError, type AppError } from '../../errors/appError';
import { problemDetail } from '../../errors/problemDetail';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

interface ErrorAlertProps {
  error: AppError | SerializedError;
  /** Lists show the type in bold before the message (D-29); details and forms show the message alone. */
  withType?: boolean;
  onRetry?: () => void;
  /** More for people to read or follow under the message (a refused delete's 'Used by 12 flights'). */
  footer?: ReactNode;
  /** False where the server's reasons are shown already, under the fields they are about. */
  withDetail?: boolean;
}

/** A failed request as people read it: the catalogue sentence, and the server's own explanation when it gave one. */
export function ErrorAlert({ error: failure, withType = false, onRetry, footer, withDetail = true }: ErrorAlertProps) {
  const error = asAppError(failure, failure.message ?? UNKNOWN_FAILURE);
  const detail = withDetail ? problemDetail(error) : undefined;
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {withType ? (
        <>
          <strong>{error.type}</strong>: {error.message}
        </>
      ) : (
        error.message
      )}
      {detail ? <div>{detail}</div> : null}
      {footer ? <div>{footer}</div> : null}
    </Alert>
  );
}
