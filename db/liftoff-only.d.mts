export declare const LIFTOFF_ONLY_NODE_ARGS: string[];
