// Types of scripts/assets.mjs, for test/config/assets.test.ts.
export declare const BOT_BUNDLE: string;
export declare function buildAssets(into?: string): Promise<void>;
export declare function setup(): Promise<void>;
