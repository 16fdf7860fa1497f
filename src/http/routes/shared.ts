import { errorResponse, serializerSchema } from '../schemas.js';

/** Every error status serializes with the one error shape. */
const errorJson = serializerSchema(errorResponse);
export const errorResponses = { '4xx': errorJson, '5xx': errorJson } as const;
