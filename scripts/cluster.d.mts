// Types of cluster.mjs for the TypeScript that imports it (apps/api/src/bench/load-bench.ts).
import type { ChildProcess } from 'node:child_process';

export const REPO_ROOT: string;
export const DEFAULT_POSTGRES_URL: string;
export const DEFAULT_REDIS_URL: string;
export function buildIfNeeded(options?: { quiet?: boolean }): void;
export function ensureHaproxy(): string;
export function haproxyConfig(options: {
  listenPort: number;
  statsPort: number;
  ports: number[];
  healthPath: string;
}): string;
export function startNode(
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    logFile: string;
    readyUrl: string;
    timeoutMs?: number;
    onSpawn?: (child: ChildProcess) => void;
    appendLog?: boolean;
  },
): Promise<ChildProcess>;
export function stopProcess(child: ChildProcess | null | undefined, graceMs?: number): Promise<void>;
export function rssMb(pid: number | undefined): number;

export type TClusterInstance = {
  port: number;
  url: string;
  child: ChildProcess | null;
  dataDir: string;
  logFile: string;
};
export type TCluster = {
  url: string;
  statsUrl: string;
  healthPath: string;
  instances: TClusterInstance[];
  haproxy: ChildProcess;
  workDir: string;
  databaseUrl: string;
  redisKeyPrefix: string;
  /** The local S3-compatible server the cluster started when no STORAGE_URL was given. */
  storageEndpoint: string | null;
  instanceEnv: NodeJS.ProcessEnv;
  restartInstance: (index: number) => Promise<TClusterInstance>;
  stop: (options?: { keepLogs?: boolean }) => Promise<void>;
};
export function startCluster(options?: {
  instances?: number;
  basePort?: number;
  listenPort?: number;
  databaseUrl?: string;
  postgresUrl?: string;
  databasePrefix?: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  env?: Record<string, string>;
  label?: string;
  workDir?: string;
  storagePort?: number;
  through?: { postgres?: string; redis?: string };
  onCleanup?: (stop: TCluster['stop']) => void;
}): Promise<TCluster>;
export function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }>;
export function deleteRedisKeys(url: string, prefix: string): Promise<number>;
export function startHaproxy(options: {
  listenPort: number;
  ports: number[];
  healthPath: string;
  workDir: string;
  name?: string;
  onSpawn?: (child: ChildProcess) => void;
}): Promise<ChildProcess>;
export function cpuSeconds(pid: number | undefined): number;
export function pidsOf(command: string): number[];
