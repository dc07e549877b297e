// A target whose generated code cannot build: it does not depend on BridgeRuntime.
