#!/usr/bin/env python3
"""Writes N random games as PGN, the same games for the same seed.

    scripts/data/make-games.py N [SEED] > games.pgn

Test data for `chess-tables-book make` against `polyglot make-book`
(scripts/data/book-make-expected.sh --random): python-chess 1.11.2
(`pip install chess==1.11.2`). Each move is one of the position's legal
moves sorted by UCI text: one at random (three times in ten) or the
first ones far more often (an index drawn from a geometric law), so that openings repeat and positions reach the
min-game counts; games run 1 to 120 plies, or to mate or stalemate, and
carry a result tag drawn from 1-0, 0-1, 1/2-1/2 and *. Some games
repeat earlier ones whole, so that the same move is met again and again.
"""

import random
import sys

import chess
import chess.pgn

RESULTS = ["1-0", "0-1", "1/2-1/2", "*"]


def random_game(rng):
    board = chess.Board()
    plies = rng.randint(1, 120)
    moves = []
    for _ in range(plies):
        legal = sorted(board.legal_moves, key=lambda move: move.uci())
        if not legal:
            break
        if rng.random() < 0.3:
            index = rng.randrange(len(legal))
        else:
            index = 0
            while index + 1 < len(legal) and rng.random() < 0.45:
                index += 1
        move = legal[index]
        moves.append(move)
        board.push(move)
    return moves


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: make-games.py N [SEED]")
    count = int(sys.argv[1])
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) == 3 else 58)
    played = []
    out = sys.stdout
    for number in range(1, count + 1):
        if played and rng.random() < 0.1:
            moves = rng.choice(played)
        else:
            moves = random_game(rng)
            played.append(moves)
            if len(played) > 1000:
                played.pop(rng.randrange(len(played)))
        game = chess.pgn.Game()
        game.headers["Event"] = "random game"
        game.headers["Round"] = str(number)
        game.headers["Result"] = rng.choice(RESULTS)
        node = game
        for move in moves:
            node = node.add_variation(move)
        print(game, file=out, end="\n\n")


if __name__ == "__main__":
    main()
