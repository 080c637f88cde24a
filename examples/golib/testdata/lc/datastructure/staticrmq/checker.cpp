#include "intchecker.h"
