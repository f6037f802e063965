export type SandboxEnv = { Bindings: Env; Variables: { merchantCode: string; payload: unknown } };
