/** What other modules may call: reading a settings section, and the admin's save. */
export { readAllSettings, readSettings, writeSettings } from './settings';
