import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@tekvana/shared/yieldToMain';
import { loadRemoteModule, registerSiteRemotes, resetRemote } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@tekvana/shared/yieldToMain', () => ({ yieldToMain: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const registerPluginsMock = jest.mocked(registerPlugins);
const yieldMock = jest.mocked(yieldToMain);

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  registerPluginsMock.mockReset();
  yieldMock.mockReset().mockResolvedValue(undefined);
});

// The safety net itself runs against the real runtime in releaseFallback.test.ts.
describe('registerSiteRemotes and resetRemote', () => {
  const remotes = {
    content: 'https://content.example/mf-manifest.json',
    careers: 'https://careers.example/mf-manifest.json',
    internship: 'https://internship.example/mf-manifest.json',
  };

  it('registers every remote of the deploy config with the safety net', () => {
    registerSiteRemotes(remotes);
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'content', entry: remotes.content },
      { name: 'careers', entry: remotes.careers },
      { name: 'internship', entry: remotes.internship },
    ]);
    expect(registerPluginsMock).toHaveBeenCalledWith([expect.objectContaining({ name: 'release-fallback' })]);
  });

  it('registers one remote again at its URL, dropping what the runtime holds of it', () => {
    registerSiteRemotes(remotes);
    resetRemote('careers');
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'careers', entry: remotes.careers }], {
      force: true,
    });
  });
});

describe('loadRemoteModule', () => {
  it("evaluates the module in a task after the one in which the remote's entry answered", async () => {
    let nextTask = () => undefined as void;
    yieldMock.mockReturnValue(new Promise<void>((resolve) => (nextTask = resolve)));
    const factory = jest.fn(() => ({ default: 'TitleSection' }));
    loadRemoteMock.mockResolvedValue(factory);
    const loading = loadRemoteModule('content', 'TitleSection');
    await flushMicrotasks();
    expect(loadRemoteMock).toHaveBeenCalledWith('content/TitleSection', { loadFactory: false, from: 'runtime' });
    expect(factory).not.toHaveBeenCalled();
    nextTask();
    await expect(loading).resolves.toEqual({ default: 'TitleSection' });
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('fails when the remote has no such module, or the module is empty', async () => {
    loadRemoteMock.mockResolvedValueOnce(null);
    await expect(loadRemoteModule('careers', 'JobSection')).rejects.toThrow('careers/JobSection could not be loaded.');
    loadRemoteMock.mockResolvedValueOnce(() => undefined);
    await expect(loadRemoteModule('careers', 'JobSection')).rejects.toThrow('careers/JobSection could not be loaded.');
  });

  it("passes on the module's own failure", async () => {
    loadRemoteMock.mockResolvedValueOnce(() => {
      throw new Error('module threw');
    });
    await expect(loadRemoteModule('careers', 'JobSection')).rejects.toThrow('module threw');
  });
});
