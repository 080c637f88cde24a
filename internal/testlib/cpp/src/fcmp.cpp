// Polygon's standard checker std::fcmp.cpp, as testlib's checkers/fcmp.cpp
// (https://github.com/MikeMirzayanov/testlib) writes it.
#include "testlib.h"
#include <string>

using namespace std;

int main(int argc, char *argv[]) {
    setName("compare files as sequence of lines");
    registerTestlibCmd(argc, argv);

    std::string strAnswer;

    int n = 0;
    while (!ans.eof()) {
        std::string j = ans.readString();

        if (j.empty() && ans.eof())
            break;

        strAnswer = j;
        std::string p = ouf.readString();

        n++;

        if (j != p)
            quitf(_wa, "%d%s lines differ - expected: '%s', found: '%s'", n, englishEnding(n).c_str(),
                  compress(j).c_str(), compress(p).c_str());
    }

    if (n == 1)
        quitf(_ok, "single line: '%s'", compress(strAnswer).c_str());

    quitf(_ok, "%d lines", n);
}
