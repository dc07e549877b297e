// The system libyaml (apt: libyaml-dev, brew: libyaml), seen by Swift only through BridgeSpec/YAML.
#include <yaml.h>
