//! The variants of the errors whose text naga's parser shows as its own sentence
//! (`NumberError`, `ResolveError`, `ConstantEvaluatorError`, `LiteralError`,
//! `WidthError`), each with its code and the sentence of its `#[error(…)]`.

use super::{Kinds, Variant as V};

/// The errors a parse error shows the text of.
pub(crate) const SHOWN: &[Kinds] = &[
    Kinds {
        file: "front/wgsl/error.rs",
        name: "NumberError",
        variants: &[
            V("Invalid", "W0759", "invalid numeric literal format"),
            V(
                "NotRepresentable",
                "W0759",
                "numeric literal not representable by target type",
            ),
        ],
    },
    Kinds {
        file: "proc/typifier.rs",
        name: "ResolveError",
        variants: &[
            V(
                "OutOfBoundsIndex",
                "W0756",
                "Index {} is out of bounds for expression {}",
            ),
            V(
                "InvalidAccess",
                "W0756",
                "Invalid access into expression {}, indexed: {}",
            ),
            V(
                "InvalidSubAccess",
                "W0756",
                "Invalid sub-access into type {}, indexed: {}",
            ),
            V("InvalidScalar", "W0756", "Invalid scalar {}"),
            V("InvalidVector", "W0756", "Invalid vector {}"),
            V("InvalidPointer", "W0756", "Invalid pointer {}"),
            V("InvalidImage", "W0756", "Invalid image {}"),
            V("FunctionNotDefined", "W0756", "Function {} not defined"),
            V("FunctionReturnsVoid", "W0756", "Function without return type"),
            V("IncompatibleOperands", "W0756", "Incompatible operands: {}"),
            V(
                "FunctionArgumentNotFound",
                "W0756",
                "Function argument {} doesn't exist",
            ),
            V(
                "MissingSpecialType",
                "W0756",
                "Special type is not registered within the module",
            ),
            V(
                "BuiltinArgumentsInvalid",
                "W0756",
                "Call to builtin {} has incorrect or ambiguous arguments",
            ),
        ],
    },
    Kinds {
        file: "proc/constant_evaluator.rs",
        name: "ConstantEvaluatorError",
        variants: &[
            V("FunctionArg", "W0844", "Constants cannot access function arguments"),
            V("GlobalVariable", "W0844", "Constants cannot access global variables"),
            V("LocalVariable", "W0844", "Constants cannot access local variables"),
            V(
                "InvalidArrayLengthArg",
                "W0844",
                "Cannot get the array length of a non array type",
            ),
            V(
                "ArrayLengthDynamic",
                "W0844",
                "Constants cannot get the array length of a dynamically sized array",
            ),
            V(
                "ArrayLengthOverridden",
                "W0844",
                "Cannot call arrayLength on array sized by override-expression",
            ),
            V("Call", "W0844", "Constants cannot call functions"),
            V(
                "WorkGroupUniformLoadResult",
                "W0844",
                "Constants don't support workGroupUniformLoad",
            ),
            V("Atomic", "W0844", "Constants don't support atomic functions"),
            V("Derivative", "W0844", "Constants don't support derivative functions"),
            V("Load", "W0844", "Constants don't support load expressions"),
            V("ImageExpression", "W0844", "Constants don't support image expressions"),
            V(
                "RayQueryExpression",
                "W0844",
                "Constants don't support ray query expressions",
            ),
            V(
                "SubgroupExpression",
                "W0844",
                "Constants don't support subgroup expressions",
            ),
            V("InvalidAccessBase", "W0844", "Cannot access the type"),
            V("InvalidAccessIndex", "W0844", "Cannot access at the index"),
            V("InvalidAccessIndexTy", "W0844", "Cannot access with index of type"),
            V(
                "ArrayLength",
                "W0844",
                "Constants don't support array length expressions",
            ),
            V(
                "InvalidCastArg",
                "W0844",
                "Cannot cast scalar components of expression `{}` to type `{}`",
            ),
            V(
                "InvalidUnaryOpArg",
                "W0844",
                "Cannot apply the unary op to the argument",
            ),
            V(
                "InvalidBinaryOpArgs",
                "W0844",
                "Cannot apply the binary op to the arguments",
            ),
            V("InvalidMathArg", "W0844", "Cannot apply math function to type"),
            V(
                "InvalidMathArgCount",
                "W0844",
                "{} built-in function expects {} arguments but {} were supplied",
            ),
            V(
                "InvalidMathArgValue",
                "W0844",
                "{} built-in function argument is out of valid range",
            ),
            V(
                "InvalidRelationalArg",
                "W0844",
                "Cannot apply relational function to type",
            ),
            V(
                "InvalidClamp",
                "W0844",
                "value of `low` is greater than `high` for clamp built-in function",
            ),
            V(
                "InvalidVectorComposeLength",
                "W0844",
                "Constructor expects {} components, found {}",
            ),
            V(
                "InvalidVectorComposeComponent",
                "W0844",
                "Constructor must only contain vector or scalar arguments",
            ),
            V("SplatScalarOnly", "W0844", "Splat is defined only on scalar values"),
            V("SwizzleVectorOnly", "W0844", "Can only swizzle vector constants"),
            V(
                "SwizzleOutOfBounds",
                "W0844",
                "swizzle component not present in source expression",
            ),
            V("TypeNotConstructible", "W0844", "Type is not constructible"),
            V(
                "SubexpressionsAreNotConstant",
                "W0844",
                "Subexpression(s) are not constant",
            ),
            V("NotImplemented", "W0844", "Not implemented as constant expression: {}"),
            V("Overflow", "W0844", "{} operation overflowed"),
            V(
                "AutomaticConversionLossy",
                "W0844",
                "the concrete type `{}` cannot represent the abstract value `{}` accurately",
            ),
            V("DivisionByZero", "W0745", "Division by zero"),
            V("RemainderByZero", "W0745", "Remainder by zero"),
            V(
                "ShiftedMoreThan32Bits",
                "W0746",
                "RHS of shift operation is greater than or equal to 32",
            ),
            V("Literal", "W0844", ""),
            V(
                "Override",
                "W0844",
                "Can't use pipeline-overridable constants in const-expressions",
            ),
            V("RuntimeExpr", "W0844", "Unexpected runtime-expression"),
            V("OverrideExpr", "W0844", "Unexpected override-expression"),
            V(
                "SelectScalarConditionNotABool",
                "W0844",
                "Expected boolean expression for condition argument of `select`, got something else",
            ),
            V(
                "SelectVecRejectAcceptSizeMismatch",
                "W0844",
                "Expected vectors of the same size for reject and accept args., got {} and {}",
            ),
            V(
                "SelectConditionNotAVecBool",
                "W0844",
                "Expected boolean vector for condition arg., got something else",
            ),
            V(
                "SelectConditionVecSizeMismatch",
                "W0844",
                "Expected same number of vector components between condition, accept, and reject args., got something else",
            ),
            V(
                "SelectAcceptRejectTypeMismatch",
                "W0844",
                "Expected reject and accept args. to be scalars of vectors of the same type, got something else",
            ),
            V(
                "CooperativeOperation",
                "W0844",
                "Cooperative operations can't be constant",
            ),
            V("TypeTooLarge", "W0844", "Type is too large"),
        ],
    },
    Kinds {
        file: "valid/expression.rs",
        name: "LiteralError",
        variants: &[
            V("NaN", "W0843", "Float literal is NaN"),
            V("Infinity", "W0843", "Float literal is infinite"),
            V("Width", "W0832", ""),
        ],
    },
    Kinds {
        file: "valid/type.rs",
        name: "WidthError",
        variants: &[
            V("Invalid", "W0832", "The {} scalar width {} is not supported"),
            V(
                "MissingCapability",
                "W0831",
                "Using `{}` values requires the `naga::valid::Capabilities::{}` flag",
            ),
            V(
                "Abstract",
                "W0837",
                "Abstract types may only appear in constant expressions",
            ),
        ],
    },
];
