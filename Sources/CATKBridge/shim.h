#include <atk-bridge.h>
