from bugbot import *
