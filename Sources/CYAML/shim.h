// The system libyaml, seen by Swift only through BridgeSpec/YAML. Only the generator (bridgegen,
// which the plugins run) needs it; apps that import GBGBridge or BridgeRuntime never build it.
#if __has_include(<yaml.h>)
#include <yaml.h>
#else
#error "bridgegen needs libyaml, and yaml.h was not found. Debian/Ubuntu: apt-get install libyaml-dev. macOS: brew install libyaml pkgconf (or MacPorts: port install libyaml). Xcode Cloud: add ci_scripts/ci_post_clone.sh that runs 'brew install libyaml pkgconf'. No Homebrew: run 'swift run bridgegen generate' where libyaml is installed, commit the generated Swift, and let the app depend on BridgeRuntime without BridgeGenPlugin. See the README, 'libyaml and Xcode'."
#endif
