/**
 * The preload's side of the IPC channels (shared/ipc/channels.ts), over an injected ipcRenderer so
 * it is tested in Node with a fake. Electron is imported for types only.
 */
import type { IpcRenderer, IpcRendererEvent } from 'electron';
import {
  IpcChannel,
  type BootstrapReply,
  type StorageChange,
  type StorageRemoveRequest,
  type StorageSetRequest,
  type StorageSnapshotReply,
} from '@shared/ipc';
import type { StorageTransport } from './storage-mirror';

/** The ipcRenderer methods used. */
export type IpcRendererLike = Pick<IpcRenderer, 'send' | 'sendSync' | 'invoke' | 'on' | 'removeListener'>;

/** A main-process refusal or a malformed reply, surfaced as an Error. */
export class BridgeError extends Error {
  override name = 'BridgeError';
}

/** Subscribes `listener` to `channel`, passing only the payload (never the event, which holds `sender`). */
export function listen<T>(ipc: IpcRendererLike, channel: string, listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipc.on(channel, wrapped);
  return () => {
    ipc.removeListener(channel, wrapped);
  };
}

/**
 * The storage transport over IPC: sendSync for the one-time snapshot, send for writes (fire and
 * forget, ordered), `storage:changed` for the change stream.
 * @throws BridgeError from loadSnapshot when the main process refuses (e.g. the page is not the app).
 */
export function createIpcStorageTransport(ipc: IpcRendererLike): StorageTransport {
  return {
    loadSnapshot() {
      const reply = ipc.sendSync(IpcChannel.storageSnapshot) as StorageSnapshotReply | undefined;
      if (!reply || typeof reply !== 'object') throw new BridgeError('The storage snapshot could not be loaded.');
      if (!reply.ok) throw new BridgeError(reply.error.message);
      return { items: reply.items, clientId: reply.clientId };
    },
    set: (key, value) => ipc.send(IpcChannel.storageSet, { key, value } satisfies StorageSetRequest),
    remove: (key) => ipc.send(IpcChannel.storageRemove, { key } satisfies StorageRemoveRequest),
    clear: () => ipc.send(IpcChannel.storageClear),
    onChange: (listener) => listen<StorageChange>(ipc, IpcChannel.storageChanged, listener),
  };
}

/**
 * The config and platform facts, fetched once at start with sendSync.
 * @throws BridgeError when refused or malformed.
 */
export function loadBootstrap(ipc: IpcRendererLike): BootstrapReply {
  const reply = ipc.sendSync(IpcChannel.bootstrap) as ({ ok: true } & BootstrapReply) | { ok: false; error: { message: string } } | undefined;
  if (!reply || typeof reply !== 'object') throw new BridgeError('The desktop configuration could not be loaded.');
  if (!reply.ok) throw new BridgeError(reply.error.message);
  return { config: reply.config, platform: reply.platform };
}
