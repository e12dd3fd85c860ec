import { loadAfterApi, loadApi } from '../../src/api/loadApi';
import { rootReducer } from '../../src/app/store';

/** Lets every queued promise reaction run, without letting a timer fire. */
const settleMicrotasks = async () => {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
};

describe('loading a screen after the API client', () => {
  it('evaluates the screen in a later task than the API, which has joined the store by then', async () => {
    let apiStateWhenScreenLoaded: unknown;
    const loadScreen = jest.fn(async () => {
      apiStateWhenScreenLoaded = rootReducer(undefined, { type: 'probe' }).api;
      return 'the screen';
    });

    const screen = loadAfterApi(loadScreen);
    await loadApi();
    await settleMicrotasks();
    // Same task as the API's evaluation: the screen has not started.
    expect(loadScreen).not.toHaveBeenCalled();

    await expect(screen).resolves.toBe('the screen');
    expect(loadScreen).toHaveBeenCalledTimes(1);
    expect(apiStateWhenScreenLoaded).toMatchObject({ queries: {}, mutations: {} });
  });

  it('loads the API client once for every screen', async () => {
    expect(loadApi()).toBe(loadApi());
  });
});

describe('a failed download of the API client', () => {
  it('is tried again by the next screen instead of failing every screen until a reload', async () => {
    await jest.isolateModulesAsync(async () => {
      let reachable = false;
      jest.doMock('../../src/api/baseApi', () => {
        if (!reachable) throw new Error('Loading chunk api failed.');
        return { api: 'the API client' };
      });
      const { loadApi: load } = await import('../../src/api/loadApi');

      await expect(load()).rejects.toThrow('Loading chunk api failed.');
      reachable = true;
      await expect(load()).resolves.toMatchObject({ api: 'the API client' });
    });
  });
});
