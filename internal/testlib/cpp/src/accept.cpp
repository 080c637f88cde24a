// A checker of an interactive problem whose interactor judges the dialogue:
// it reads the interactor's output and accepts it.
#include "testlib.h"

int main(int argc, char *argv[]) {
    setName("accept the interactor's verdict");
    registerTestlibCmd(argc, argv);

    while (!ouf.seekEof())
        ouf.readToken();

    quitf(_ok, "the interactor accepted the dialogue");
}
