# expect: loses tokens
# Rounds each reading to the nearest 10 cm for its token.
# feedback tokens: rounded to the nearest 10 cm
# Your turn: tokens in, tokens out.
#
# 1. tokens: while recording, plot each reading's token as "token".
# 2. imagine: after training, sample the next revolution (12 tokens) at a
#    temperature of 1 or less, each token fed back in. Plot the softmax of the
#    first step as "probability" (ten values, one a token), then each imagined
#    token as "imagined". The robot then reads the real revolution.
# The tasks are in the lesson's text; Submit marks them.
from bugbot import *
import math
import random

connect()
random.seed(1)

BIN = 10          # a token is a 10 cm bin: token 2 is 20 to 29 cm
VOCAB = 10        # tokens 0 to 9 (90 cm and more is token 9)
CONTEXT = 12      # the model sees the last 12 tokens, about a revolution
D = 8             # each token becomes 8 learned numbers
HIDDEN = 16       # the feed-forward's width
RATE = 0.05       # how far each training step moves the numbers
EPOCHS = 30       # times through every example


def token(cm):
    return min(int(cm // BIN), VOCAB - 1)


def small():
    return random.gauss(0, 0.3)


def matrix(rows, cols):
    return [[small() for _ in range(cols)] for _ in range(rows)]


def times(m, v):
    return [sum(a * b for a, b in zip(row, v)) for row in m]


def softmax(scores):
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    total = sum(e)
    return [x / total for x in e]


model = {
    "embed": matrix(VOCAB, D),      # a vector for each token
    "place": matrix(CONTEXT, D),    # a vector for each position: learned positions
    "Wq": matrix(D, D), "Wk": matrix(D, D), "Wv": matrix(D, D),
    "W1": matrix(HIDDEN, D), "W2": matrix(D, HIDDEN),
    "out": matrix(VOCAB, D),        # a score for every token
}


def forward(tokens):
    m = model
    x = [[e + p for e, p in zip(m["embed"][t], m["place"][i])] for i, t in enumerate(tokens)]
    query = times(m["Wq"], x[-1])
    keys = [times(m["Wk"], xi) for xi in x]
    values = [times(m["Wv"], xi) for xi in x]
    weights = softmax([sum(q * k for q, k in zip(query, key)) / math.sqrt(D) for key in keys])
    heard = [sum(w * v[d] for w, v in zip(weights, values)) for d in range(D)]
    z = [a + b for a, b in zip(x[-1], heard)]                         # attention, added on
    hidden = [max(0.0, s) for s in times(m["W1"], z)]                  # feed-forward
    z2 = [a + b for a, b in zip(z, times(m["W2"], hidden))]
    probabilities = softmax(times(m["out"], z2))
    return probabilities, (x, query, keys, values, weights, z, hidden, z2)


def learn(tokens, truth):
    """One step of gradient descent on one example; returns its loss."""
    m = model
    p, (x, query, keys, values, weights, z, hidden, z2) = forward(tokens)
    dlogit = [pi - (1 if i == truth else 0) for i, pi in enumerate(p)]
    dz2 = [sum(dlogit[i] * m["out"][i][d] for i in range(VOCAB)) for d in range(D)]
    dhidden = [sum(dz2[d] * m["W2"][d][h] for d in range(D)) * (hidden[h] > 0) for h in range(HIDDEN)]
    dz = [dz2[d] + sum(dhidden[h] * m["W1"][h][d] for h in range(HIDDEN)) for d in range(D)]
    dheard = dz
    dweights = [sum(a * b for a, b in zip(dheard, v)) for v in values]
    heard_dot = sum(w * dw for w, dw in zip(weights, dweights))
    dscore = [w * (dw - heard_dot) / math.sqrt(D) for w, dw in zip(weights, dweights)]
    dquery = [sum(dscore[i] * keys[i][d] for i in range(len(x))) for d in range(D)]
    dx = [[0.0] * D for _ in x]
    dx[-1] = list(dz)
    for d in range(D):
        for e in range(D):
            dx[-1][e] += dquery[d] * m["Wq"][d][e]
    grads = {"Wq": [[dquery[d] * x[-1][e] for e in range(D)] for d in range(D)]}
    # key i = Wk x_i pulls with dscore_i * query, value i = Wv x_i with weights_i * dheard: summed
    # over the places first, the same gradients in a few products instead of one loop a place
    pulled = [sum(dscore[i] * xi[e] for i, xi in enumerate(x)) for e in range(D)]
    mixed = [sum(weights[i] * xi[e] for i, xi in enumerate(x)) for e in range(D)]
    grads["Wk"] = [[query[d] * pulled[e] for e in range(D)] for d in range(D)]
    grads["Wv"] = [[dheard[d] * mixed[e] for e in range(D)] for d in range(D)]
    back_k = [sum(query[d] * m["Wk"][d][e] for d in range(D)) for e in range(D)]
    back_v = [sum(dheard[d] * m["Wv"][d][e] for d in range(D)) for e in range(D)]
    for i in range(len(x)):
        dx[i] = [a + dscore[i] * k + weights[i] * v for a, k, v in zip(dx[i], back_k, back_v)]
    grads["out"] = [[dlogit[i] * z2[d] for d in range(D)] for i in range(VOCAB)]
    grads["W2"] = [[dz2[d] * hidden[h] for h in range(HIDDEN)] for d in range(D)]
    grads["W1"] = [[dhidden[h] * z[d] for d in range(D)] for h in range(HIDDEN)]
    for name, g in grads.items():
        m[name] = [[a - RATE * b for a, b in zip(row, grow)] for row, grow in zip(m[name], g)]
    for i, t in enumerate(tokens):
        m["embed"][t] = [a - RATE * b for a, b in zip(m["embed"][t], dx[i])]
        m["place"][i] = [a - RATE * b for a, b in zip(m["place"][i], dx[i])]
    return -math.log(p[truth])


def sample(probabilities, temperature):
    if temperature == 0:
        return max(range(VOCAB), key=lambda i: probabilities[i])
    weights = [p ** (1 / temperature) for p in probabilities]
    return random.choices(range(VOCAB), weights)[0]


def spot(cm, x, y, way):
    """Where on the mat a reading of `cm` from (x, y), facing `way` degrees, hits."""
    return 50 + x + cm * math.sin(math.radians(way)), 20 + y + cm * math.cos(math.radians(way))


# 1. record a spin, as tokens
tokens = []
for tick in range(90):
    drive(0, 0, 100)
    cm = distance()
    tokens.append(token(cm))
    plot("token", min(round(cm / BIN), VOCAB - 1))
    wait(0.25)
stop()
examples = [(tokens[i:i + CONTEXT], tokens[i + CONTEXT]) for i in range(len(tokens) - CONTEXT)]

# 2. train
for epoch in range(EPOCHS):
    random.shuffle(examples)
    loss = sum(learn(context, truth) for context, truth in examples) / len(examples)
    plot("loss", loss)

# 3. imagine the next revolution: CONTEXT tokens, each sampled at TEMPERATURE from
#    forward(context)[0] and fed back into the context. Plot the first step's
#    probabilities as "probability" and each imagined token as "imagined".
TEMPERATURE = 0.5
imagined = []
context = tokens[-CONTEXT:]
for i in range(CONTEXT):
    probabilities = forward(context)[0]
    if i == 0:
        for p in probabilities:
            plot("probability", p)
    t = sample(probabilities, TEMPERATURE)
    plot("imagined", t)
    imagined.append(t)
    context = context[1:] + [t]

# 4. spin on: the real next revolution, drawn beside the imagined one
real, spots = [], []
for tick in range(CONTEXT):
    drive(0, 0, 100)
    cm = distance()
    x, y = position()
    real.append(token(cm))
    spots.append((x, y, heading()))
    wait(0.25)
stop()
draw("real revolution", [spot(t * BIN + BIN / 2, *s) for t, s in zip(real, spots)], "blue", "dots", 8)
draw("imagined revolution", [spot(t * BIN + BIN / 2, *s) for t, s in zip(imagined, spots)], "orange", "crosses", 10)
