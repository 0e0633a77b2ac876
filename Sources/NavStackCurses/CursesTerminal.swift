import CNcurses
import NavStack
