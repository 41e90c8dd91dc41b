/**
 * South African phone numbers: local (`082 123 4567`, `021 555 0100`) or international
 * (`+27 82 123 4567`). Spaces and dashes are allowed while typing.
 */
export const SA_PHONE_PLACEHOLDER = '082 123 4567';
export const SA_PHONE_MAX_LENGTH = 20;
const SA_PHONE = /^(?:\+27|0)[1-9]\d{8}$/;

export function isSaPhone(value: string): boolean {
  return SA_PHONE.test(value.replace(/[\s-]/g, ''));
}

/** The number as stored when it is a South African one (trimmed), otherwise null. */
export function saPhoneOrNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed && trimmed.length <= SA_PHONE_MAX_LENGTH && isSaPhone(trimmed) ? trimmed : null;
}
