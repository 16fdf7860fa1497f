export { MCP_PATH, registerMcpEndpoint, registerMcpMethods } from './endpoint.js';
