module example.com/golib

go 1.22
