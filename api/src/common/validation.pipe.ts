import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from './app-error.js';

/** The first human message of a class-validator error tree, naming the field path. */
export function firstValidationMessage(errors: ValidationError[], parent = ''): string {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length > 0) {
      const message = constraints[0];
      // class-validator messages start with the property name; nested ones need the full path.
      return parent && message.startsWith(error.property)
        ? path + message.slice(error.property.length)
        : message;
    }
    if (error.children?.length) return firstValidationMessage(error.children, path);
  }
  return 'The request is not valid';
}

/** Whitelisting validation: unknown fields are rejected, the message names the field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => AppError.validation(firstValidationMessage(errors)),
  });
}
