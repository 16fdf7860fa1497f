/** How a serving process follows its keys file (docs/operating.md, "API keys"). */
import { KeysFileError, keysFileExposure, keysFileRefusalReason, watchKeysFile } from '../auth/index.js';
import type { KeysFileWatcher } from '../auth/index.js';
import type { Config } from '../config.js';
import { StartupError } from '../util/startup.js';
import type { ProcessLog } from './process-log.js';

/**
 * The keys file, read now (a refused file stops the start) and followed as it changes; at start and
 * at each reload, a file every user may read or write is served with a warning.
 */
export function watchKeys(config: Pick<Config, 'KEYS_FILE' | 'KEYS_RELOAD_MS'>, log: ProcessLog): KeysFileWatcher {
  const exposed = (): void => {
    const warning = keysFileExposure(config.KEYS_FILE);
    if (warning !== undefined) log.warn({ file: config.KEYS_FILE }, warning);
  };
  try {
    const watcher = watchKeysFile(config.KEYS_FILE, {
      pollMs: config.KEYS_RELOAD_MS,
      onReload: (ring) => {
        log.info({ keys: ring.size }, 'keys file reloaded');
        exposed();
      },
      onError: (error) =>
        log.warn(
          { err: error, refusal: keysFileRefusalReason(error) },
          'keys file reload failed; keeping the previous keys',
        ),
    });
    exposed();
    return watcher;
  } catch (error) {
    if (error instanceof KeysFileError) throw new StartupError(error.message);
    throw error;
  }
}
