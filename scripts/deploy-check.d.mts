// Types of scripts/deploy-check.mjs, for test/config/deploy-check.test.ts.
export declare const BUDGET_KIB: number;
export declare function budgetKiB(env?: Record<string, string | undefined>): number;
export type Required = { name: string; className: string };
export declare function requiredObjects(envSource: string): Required[];
export declare function bundleExports(bundle: string): string[];
export type Migration = {
  tag: string;
  new_classes?: string[];
  new_sqlite_classes?: string[];
  deleted_classes?: string[];
};
export type DeployConfig = {
  durable_objects?: { bindings?: { name: string; class_name: string }[] };
  migrations?: Migration[];
};
export declare function configProblems(config: DeployConfig, required: Required[], exported: string[] | null): string[];
export type Size = { total: number; gzip: number };
export declare function uploadSize(output: string): Size | null;
export declare function sizeProblems(size: Size | null, budget: number): string[];
