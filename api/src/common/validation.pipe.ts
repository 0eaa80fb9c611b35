import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from './app-error.js';
import { wrongTypeMessage } from './wrong-type.js';

/** The first problem of a class-validator error tree: its human message and field path. */
export interface FirstProblem {
  message: string;
  field?: string;
}

/**
 * True when the field was not sent and its message is a rule about the value's form, named
 * after the field ("email must be shorter than …"): "email is required" says it better. A
 * message of our own words for a missing value ("Please select an address") is kept.
 */
function isMissing(error: ValidationError, message: string): boolean {
  if (error.value !== undefined && error.value !== null) return false;
  return (
    message.startsWith(`${error.property} `) ||
    message.startsWith(`each value in ${error.property} `)
  );
}

/** The first human message of a class-validator error tree, and the path of its field. */
export function firstValidationProblem(errors: ValidationError[], parent = ''): FirstProblem {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length > 0) {
      const message = isMissing(error, constraints[0])
        ? `${error.property} is required`
        : (wrongTypeMessage(error) ?? constraints[0]);
      // class-validator messages start with the property name; nested ones need the full path.
      return {
        message:
          parent && message.startsWith(error.property)
            ? path + message.slice(error.property.length)
            : message,
        field: path,
      };
    }
    if (error.children?.length) return firstValidationProblem(error.children, path);
  }
  return { message: 'The request is not valid' };
}

/** The 400 for a class-validator error tree. */
export function validationError(errors: ValidationError[]): AppError {
  const { message, field } = firstValidationProblem(errors);
  return AppError.validation(message, field);
}

/** Whitelisting validation: unknown fields are rejected, the message names the field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    // Each error keeps the object it was found in: its property's declared type is read from
    // it (wrongTypeMessage). The errors themselves are never sent.
    validationError: { target: true },
    exceptionFactory: validationError,
  });
}
