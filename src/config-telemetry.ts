/**
 * The variables of what a process tells its operators about the searches it answers and the time
 * they take (docs/operating.md, "Search analytics" and "Traces"), declared as src/config.ts
 * declares the others.
 */
import { z } from 'zod';
import { baseUrl, variable } from './config-values.js';

export const TELEMETRY_VARIABLES = {
  /**
   * Whether each replica keeps the most frequent searches' filters (GET /analytics on the metrics
   * port); "off" keeps no query, only the counts per operation in /metrics.
   */
  SEARCH_ANALYTICS: variable(z.enum(['on', 'off']).default('on'), 'must be on or off'),
  /**
   * OpenTelemetry's base URL of an OTLP/HTTP receiver: set, each request and MCP message is a span
   * sent to its /v1/traces; unset, nothing of OpenTelemetry is loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(
    baseUrl.optional(),
    'must be an http(s):// URL without credentials, query or fragment',
  ),
};
