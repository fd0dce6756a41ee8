import { describe, expect, it } from 'vitest';
import { buildEnvironment } from '../../scripts/build-state.ts';

describe('the production build', () => {
  it('is made for production whatever NODE_ENV the caller runs under, keeping the rest of its environment', () => {
    // A server started by a vitest run (NODE_ENV=test) rebuilds a stale dist/: that build must
    // not compile React's development JSX runtime.
    for (const callerMode of ['test', 'development', undefined]) {
      expect(
        buildEnvironment({ NODE_ENV: callerMode, PATH: '/usr/bin', ASTRO_TELEMETRY_DISABLED: '1' }),
      ).toEqual({
        NODE_ENV: 'production',
        PATH: '/usr/bin',
        ASTRO_TELEMETRY_DISABLED: '1',
      });
    }
  });
});
