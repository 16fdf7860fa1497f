export { INVALID_REQUEST, readMessages, TRANSPORT_ERROR, UNREADABLE_JSON } from './messages.js';
export { type ToolContext, type ToolTable, toolTable } from './tools.js';
export { createMcpAnswerer, type McpAnswerer, type TransportAnswer } from './transport.js';
export { listCacheHint } from './request-server.js';
export { PROTOCOL_VERSIONS } from './messages.js';
export { type ServedSkill, servedSkill, type Skill, skillMarkdown } from './skills.js';
export { answerPlan, type DirectHeaders, type DirectPlan, directPlan } from './direct.js';
